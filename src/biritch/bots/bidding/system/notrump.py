"""After a no-trump opening: responses, Stayman and its replies and continuations."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

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
    GF,
    INVITE,
    MINORS,
    NO_4M,
    NT,
    TO_PLAY,
    C,
    D,
    H,
    S,
    bid,
    catch_all_pass,
    cheapest_bid,
    longest_is,
    need,
    rule,
    stopper_in,
)
from biritch.bots.bidding.system.slam import trump_honors
from biritch.engine import (
    DOUBLE,
    PASS,
    SUITS,
    Bid,
    Rank,
    Strain,
    Suit,
)


def ace_in(suit: Suit) -> Check:
    """The hand holds the ace of ``suit`` (what a control cue-bid shows)."""
    return Check(
        f"туз {suit.symbol}", f"the ace of {suit.symbol}", lambda f: Rank.ACE in f.ranks[suit.order]
    )


def ace_cues(
    st: State, t: Suit, game: Bid, made: Callable[[Suit], Condition], label: tuple[str, str]
) -> list[Rule]:
    """A control cue-bid of each side ace below ``game`` with ``t`` as trumps, the cheapest
    first (SAYC booklet, "control-showing cue bids"); ``made(z)`` is the condition besides
    the ace of ``z``."""
    out: list[Rule] = []
    for z in SUITS:
        b = cheapest_bid(st, z)
        if z is t or b is None or not b < game:
            continue
        c = made(z)
        c = replace(c, checks=(*c.checks, ace_in(z)))
        out.append(rule(b, c, *label, Tag.CUEBID, Force.ONE_ROUND))
    out.sort(key=lambda r: r.call if isinstance(r.call, Bid) else game)
    return out


GRAND_INVITE = (
    "количественный 5БК: 6БК обязательно, 7БК с максимумом",
    "quantitative 5NT: 6NT at least, 7NT with a maximum",
)


def nt_responses(
    st: State,
    level: int,
    lo: int,
    hi: int,
    avoid: Suit | None = None,
    grand_invite: bool = True,
) -> list[Rule]:
    """Partner showed ``lo``–``hi`` balanced at ``level`` no-trump (1NT, 2NT, 2♣…2NT, or
    a 1NT overcall of ``avoid``, the opponents' suit: no sign-off in it). Without
    ``grand_invite`` no 5NT (2♣–2♦–2NT, where the slam zone bids the slams first)."""
    out: list[Rule] = []
    g = st.game_level(NT)
    slam = [rule(bid(7, NT), cond((37 - lo, MAX_HCP)), *TO_PLAY)]
    small_top = 36 - lo
    if grand_invite and 37 - hi <= 36 - lo:
        # The grand slam opposite his maximum only: 5NT forces 6NT and invites 7NT (Goren's
        # 37; the quantitative raise one level up, as 4NT invites the small slam).
        slam.append(rule(bid(5, NT), cond((37 - hi, 36 - lo)), *GRAND_INVITE, Tag.QUANTITATIVE))
        small_top = 36 - hi
    slam.append(rule(bid(6, NT), cond((33 - lo, small_top)), *TO_PLAY))
    if g <= level:
        out.extend(slam)
        out.append(
            rule(
                PASS,
                cond((0, 32 - lo)),
                "ставка партнёра уже гейм",
                "partner's bid is game",
                Tag.PASS,
            )
        )
        out.append(catch_all_pass(bounded=True))
        return out
    invite_possible = g - 1 > level
    game_lo = need(g, NT) - lo if invite_possible else need(g, NT) - (lo + hi + 1) // 2
    inv_lo = need(g, NT) - hi if invite_possible else game_lo
    floor = inv_lo if invite_possible else game_lo
    if level == 1 and not st.calls_of(st.me):
        # A weak hand with both majors and short clubs asks all the same and passes any
        # reply: two of a suit of four cards or more plays better than 1NT (SAYC booklet:
        # Stayman, usually 8+ HCP, "can be used" with 4-4-4-1 or 4-4-5-0 short in clubs).
        # Not a passed hand: its Stayman keeps the 8-12 it shows.
        out.append(
            rule(
                bid(2, C),
                cond((0, max(floor - 1, 0)), lens=WEAK_STAYMAN_SHAPE),
                *WEAK_STAYMAN,
                Tag.STAYMAN,
                Force.ONE_ROUND,
            )
        )
    if level == 1:
        for m in (S, H, D):
            if m is avoid:
                continue
            out.append(
                rule(
                    bid(2, m),
                    cond((0, floor - 1), lens={m: (5, 13)}, checks=(longest_is(m),)),
                    "слабая рука, играть",
                    "weak, to play",
                    Tag.SIGNOFF,
                )
            )
    if g >= 4 or g == 3:
        for m in (S, H):
            out.append(rule(bid(4, m), cond((max(floor, 0), 32 - hi), lens={m: (6, 13)}), *TO_PLAY))
    out.append(
        rule(
            bid(level + 1, C),
            cond(
                (max(floor, 0), MAX_HCP),
                # With a four-card major even in a 4-3-3-3 hand (ACBL, Bidding in the 21st
                # Century: 8+ points and a four-card major, use Stayman).
                checks=(Check("", "", lambda f: 4 in (f.length(H), f.length(S))),),
            ),
            *STAYMAN,
            Tag.STAYMAN,
            Force.ONE_ROUND,
        )
    )
    if level == 1 and invite_possible:
        # A five-card major with invitational values asks too, then bids two of the major
        # over 2♦: the opener, who denied four, raises to game with three and a maximum
        # (Goren's Stayman without transfers; "1NT 2♣ 2♦ 2♠ = distributional invite").
        five = Check("", "", lambda f: 5 in (f.length(H), f.length(S)))
        c = cond((max(inv_lo, 0), game_lo - 1), checks=(five,))
        out.append(rule(bid(2, C), c, *STAYMAN, Tag.STAYMAN, Force.ONE_ROUND))
    for m in (S, H):
        out.append(
            rule(
                bid(3, m),
                cond(
                    (max(game_lo, 0), MAX_HCP),
                    lens={m: (5, 13)},
                    checks=(_longer_or_equal_major(m),),
                ),
                *GF,
                force=Force.GAME,
            )
        )
    if g == 3:
        # A long running minor is tricks, not points: nine tricks in no-trump opposite a
        # balanced 15-17 already with 8 HCP, and no quantitative 4NT (which shows an
        # even hand) up to 17 (Pavlicek: count tricks, not points, with a solid suit).
        for m in MINORS:
            out.append(
                rule(
                    bid(3, NT),
                    cond((max(inv_lo, 0), 32 - lo), lens={m: (6, 13)}, checks=(RUNNING[m],)),
                    "играть: длинная играющая минорная масть",
                    "to play: a long running minor",
                )
            )
        if level == 1:
            # A good six-card minor with invitational values jumps to three of it (SAYC
            # booklet: 1NT-3C/3D invites 3NT with a good six-card suit); the opener bids
            # 3NT with a top honour there, the suit then runs (opener_after_nt_invite).
            for m in MINORS:
                if m is not avoid:
                    out.append(
                        rule(
                            bid(3, m),
                            cond(
                                (max(inv_lo, 0), game_lo - 1),
                                lens={m: (6, 13)},
                                checks=(TWO_TOP_HONOURS[m], longest_is(m)),
                            ),
                            *MINOR_INVITE,
                        )
                    )
        out.append(
            rule(
                bid(4, NT),
                cond((33 - hi, 32 - lo)),
                "количественный: инвит в шлем",
                "quantitative: invites a slam",
                Tag.QUANTITATIVE,
            )
        )
    out.extend(slam)
    out.append(rule(bid(g, NT), cond((max(game_lo, 0), 32 - hi if g == 3 else 32 - lo)), *TO_PLAY))
    if invite_possible:
        out.append(rule(bid(g - 1, NT), cond((max(inv_lo, 0), game_lo - 1)), *INVITE))
    out.append(rule(PASS, cond((0, max(floor - 1, 0))), "слабая рука", "weak hand", Tag.PASS))
    out.append(catch_all_pass(bounded=True))
    return out


STAYMAN = ("Стэйман: есть ли у партнёра 4 карты в мажоре?", "Stayman: asks for a four-card major")
WEAK_STAYMAN = (
    "слабый Стэйман: 4-4 в мажорах, короткие трефы, пас на любой ответ",
    "weak Stayman: four-four in the majors, short clubs, passes any reply",
)
WEAK_STAYMAN_SHAPE = {H: (4, 4), S: (4, 4), C: (0, 1)}
WEAK_STAYMAN_PASS = (
    "слабый Стэйман: ответ партнёра и есть контракт",
    "weak Stayman: partner's reply is the contract",
)
MINOR_INVITE = ("инвит: хорошая масть из 6+ карт", "invitational: a good six-card suit")


def _two_top_honours(m: Suit) -> Check:
    return Check(
        "две из трёх старших онёр", "two of the top three honours", lambda f: f.honors(m, 3) >= 2
    )


#: Two of the ace, king and queen: with one more from partner the suit runs.
TWO_TOP_HONOURS = {m: _two_top_honours(m) for m in SUITS}


def _top_honour(m: Suit) -> Check:
    return Check(
        f"старшая онёра в {m.symbol}", f"a top honour in {m.symbol}", lambda f: f.honors(m, 3) >= 1
    )


def _running(m: Suit) -> Check:
    return Check("", "", lambda f: f.honors(m, 3) == 3)


#: A suit that runs: the ace, king and queen (six tricks with six cards).
RUNNING = {m: _running(m) for m in SUITS}


def _longer_or_equal_major(m: Suit) -> Check:
    other = S if m is H else H
    return Check(
        "",
        "",
        lambda f: f.length(m) >= f.length(other) if m is S else f.length(m) > f.length(other),
    )


def stayman_replies(level: int) -> list[Rule]:
    """I opened no-trump, partner asked with Stayman at ``level``."""
    return [
        rule(
            bid(level, H),
            cond(lens={H: (4, 13)}),
            "4+ ♥ на Стэйман",
            "four or more ♥ (Stayman reply)",
        ),
        rule(
            bid(level, S),
            cond(lens={S: (4, 13), H: (0, 3)}),
            "4+ ♠ на Стэйман",
            "four or more ♠ (Stayman reply)",
        ),
        rule(
            bid(level, D),
            cond(lens=NO_4M),
            "нет 4-карточного мажора",
            "no four-card major",
            Tag.STAYMAN_REPLY,
        ),
        catch_all_pass(),
    ]


def _nt_bands(st: State, level: int, lo: int, hi: int) -> tuple[Range | None, Range]:
    """Responder's HCP for an invitation (None when 2NT is already past it) and for game
    opposite ``lo``–``hi`` at ``level`` no-trump."""
    g = st.game_level(NT)
    if g - 1 > level:
        return (need(g, NT) - hi, need(g, NT) - lo - 1), (need(g, NT) - lo, 32 - hi)
    return None, (max(0, need(g, NT) - (lo + hi + 1) // 2), 32 - hi)


def stayman_continuations(st: State, level: int, lo: int, hi: int, reply: Bid) -> list[Rule]:
    """I asked with Stayman opposite ``lo``–``hi`` no-trump at ``level`` and partner
    answered ``reply``: raise a major fit (invite or game), show a five-card major with
    five-four after 2♦ (two of it invites, three forces to game), else no-trump."""
    inv, game = _nt_bands(st, level, lo, hi)
    out: list[Rule] = []
    if level == 1:
        # Below an invitation only the weak Stayman is left (4-4 in the majors, short
        # clubs): it passes whatever the reply, so every other call shows 8 or more.
        out.append(rule(PASS, cond((0, (inv or game)[0] - 1)), *WEAK_STAYMAN_PASS, Tag.PASS))
    m = reply.strain.suit
    if m is not None and m.is_major:
        gm = bid(st.game_level(Strain.of(m)), m)
        if gm > reply:
            out.append(
                rule(
                    gm,
                    cond(game, lens={m: (4, 13)}),
                    "гейм в найденном фите",
                    "game in the fit found",
                )
            )
        raise3 = bid(reply.level + 1, m)
        if inv is not None and raise3 < gm:
            out.append(
                rule(
                    raise3,
                    cond(inv, lens={m: (4, 13)}),
                    "фит найден, инвит",
                    "fit found, invitational",
                )
            )
    else:
        for major, other in ((S, H), (H, S)):
            five = {major: (5, 13), other: (4, 13)}
            if inv is not None:
                # Five of the major, with or without four of the other, whichever asked.
                out.append(
                    rule(
                        bid(level + 1, major),
                        cond(inv, lens={major: (5, 13)}, checks=(_longer_or_equal_major(major),)),
                        f"5+ {major.symbol}, инвит",
                        f"five or more {major.symbol}, invitational",
                    )
                )
            out.append(
                rule(
                    bid(3, major),
                    cond(game, lens=five),
                    f"5 {major.symbol} и 4 {other.symbol}, форсинг до гейма",
                    f"five {major.symbol} and four {other.symbol}, game forcing",
                    force=Force.GAME,
                )
            )
    g = st.game_level(NT)
    out.append(rule(bid(g, NT), cond(game), "фита нет: гейм", "no fit: game"))
    if inv is not None:
        out.append(rule(bid(g - 1, NT), cond(inv), "фита нет: инвит", "no fit: invitational"))
    return out


def opener_after_stayman(
    st: State, level: int, opened: Range, reply: Bid, asked: Bid
) -> list[Rule]:
    """I opened (or overcalled) no-trump, answered Stayman with ``reply`` and partner bid
    ``asked``: accept an invitation with a maximum, choose between the major and no-trump
    after a game force, and play in spades when partner's no-trump shows them opposite my
    hearts."""
    lo, hi = opened
    top, bottom = (min(lo + 1, hi), hi), (lo, lo)
    g = st.game_level(NT)
    out: list[Rule] = []
    m = asked.strain.suit
    if reply.strain is Strain.HEARTS and asked.strain is NT:
        # Partner asked with four spades: with four too, the spade game (or invitation).
        four = {S: (4, 13)}
        if asked.level >= g:
            out.append(
                rule(bid(4, S), cond(lens=four), "4 ♠ тоже: в мажор", "four ♠ too: the major")
            )
        else:
            out.append(
                rule(bid(4, S), cond(top, lens=four), "4 ♠ тоже, максимум", "four ♠ too, maximum")
            )
            out.append(
                rule(bid(3, S), cond(bottom, lens=four), "4 ♠ тоже, минимум", "four ♠ too, minimum")
            )
    if asked.strain is NT and asked.level < g:
        out.append(
            rule(
                bid(g, NT), cond(top), "максимум: принимаю инвит", "maximum: accepts the invitation"
            )
        )
        out.append(rule(PASS, cond(bottom), "минимум: отказ", "minimum: declines", Tag.PASS))
    elif m is not None and m.is_major:
        gm = bid(st.game_level(Strain.of(m)), m)
        fit = 4 if m is reply.strain.suit else 3
        if asked < gm:
            shown_five = m is not reply.strain.suit
            if shown_five and asked.level == 3:
                # Five cards, game forcing: the major with three, else 3NT.
                out.append(
                    rule(
                        gm,
                        cond(lens={m: (3, 13)}),
                        "3 карты: гейм в мажоре",
                        "three cards: the major game",
                    )
                )
                out.append(
                    rule(bid(g, NT), cond(lens={m: (0, 2)}), "2 карты: 3БК", "two cards: 3NT")
                )
            else:
                out.append(
                    rule(
                        gm,
                        cond(top, lens={m: (fit, 13)}),
                        "максимум с фитом: гейм",
                        "maximum with a fit: game",
                    )
                )
                out.append(
                    rule(
                        bid(g, NT),
                        cond(top, lens={m: (0, fit - 1)}),
                        "максимум без фита: 3БК",
                        "maximum, no fit: 3NT",
                    )
                )
                out.append(
                    rule(PASS, cond(bottom), "минимум: отказ", "minimum: declines", Tag.PASS)
                )
    return out


#: Opener's HCP that accept partner's invitational 2NT over a 1NT opening: with 15 the
#: opener passes, with 16–17 he bids 3NT (ACBL Bridge Series, Grant, "Bidding in the 21st
#: Century": 15 minimum, 16–17 maximum); a five-card suit's length point makes 15 worth 16
#: (Goren's length points).
ACCEPT_NT_INVITE_HCP: Range = (16, 17)
MINIMUM_NT_HCP: Range = (15, 15)
FIVE_CARD_SUIT = Check("пятикарточная масть", "a five-card suit", lambda f: max(f.lengths) >= 5)
ACCEPT_NT_INVITE = ("максимум: принимаю инвит", "maximum: accepts the invitation")
DECLINE_NT_INVITE = ("минимум: отказ", "minimum: declines")
ACCEPT_MINOR_INVITE = (
    "принимаю инвит: старшая онёра в масти партнёра",
    "accepts: a top honour in partner's suit",
)
DECLINE_MINOR_INVITE = (
    "отказ: нет старшей онёры в масти партнёра",
    "declines: no top honour in partner's suit",
)


def opener_after_nt_invite(st: State) -> list[Rule] | None:
    """I opened 1NT, partner invited with 2NT, the opponents silent (None otherwise)."""
    op = st.opening
    if (
        op is None
        or op.seat is not st.me
        or op.call != bid(1, NT)
        or op.rule.tag is not Tag.NATURAL
    ):
        return None
    if any(s.seat.side is not st.me.side and s.rule.tag is not Tag.PASS for s in st.history):
        return None
    mine, his = st.acted(st.me), st.acted(st.partner)
    g = st.game_level(NT)
    if len(mine) != 1 or len(his) != 1 or g != 3:
        return None
    invite = his[0].call
    m = invite.strain.suit if isinstance(invite, Bid) else None
    if invite in (bid(3, C), bid(3, D)) and (his[0].rule.ru, his[0].rule.en) == MINOR_INVITE:
        assert m is not None
        # Partner's good six-card minor runs with a top honour of mine: nine tricks in
        # no-trump; without one, three of the minor is the contract (SAYC booklet).
        return [
            rule(bid(3, NT), cond(checks=(_top_honour(m),)), *ACCEPT_MINOR_INVITE),
            rule(PASS, Condition(), *DECLINE_MINOR_INVITE, Tag.PASS),
        ]
    if invite != bid(2, NT):
        return None
    return [
        rule(bid(3, NT), cond(ACCEPT_NT_INVITE_HCP), *ACCEPT_NT_INVITE),
        rule(bid(3, NT), cond(MINIMUM_NT_HCP, checks=(FIVE_CARD_SUIT,)), *ACCEPT_NT_INVITE),
        rule(PASS, cond(MINIMUM_NT_HCP), *DECLINE_NT_INVITE, Tag.PASS),
        catch_all_pass(bounded=True),
    ]


# --- responder when they overcall partner's 1NT ------------------------------------------------
#: A suit of responder's own at the two level over their overcall: competitive, to play.
COMPETE_OVER_NT = ("своя масть, играть (после вмешательства)", "own suit, to play (over their bid)")
#: A new suit at the three level over their overcall: five cards, forcing to game.
FORCE_OVER_NT = (
    "новая масть на 3-м уровне, форсинг до гейма",
    "new suit at the three level, game forcing",
)
CUE_OVER_NT = (
    "ставка в масть противника: гейм, без остановки в их масти",
    "cue-bid: game values, their suit not stopped",
)
#: The most HCP the game calls over their overcall show; more looks for a slam (judgment).
GAME_TOP_OPPOSITE_NT = 15


def over_their_overcall_of_1nt(st: State, t: Suit, lo: int) -> list[Rule]:
    """Partner opened 1NT (``lo`` HCP at least) and RHO overcalled ``t`` at the two level;
    my first call. Stayman and the transfers are off (SAYC booklet, "interference over
    1NT": the system is off over an overcall): a new suit at the two level competes, to
    play; at the three level it forces to game; no-trump invites or bids game with their
    suit stopped; a double is for penalty, four good cards in their suit. The game and
    invitation values are the uncontested ones (Grant, "Bidding in the 21st Century":
    25 combined for game)."""
    game_lo = need(3, NT) - lo
    game = (game_lo, GAME_TOP_OPPOSITE_NT)
    # Stronger hands force: a slam is looked for once the strain is found.
    forcing = (game_lo, MAX_HCP)
    invite = (game_lo - 2, game_lo - 1)
    stopped = stopper_in(t)
    out: list[Rule] = []
    for m in (H, S):
        b = bid(4, m)
        if m is not t:
            out.append(rule(b, cond(game, lens={m: (6, 13)}, checks=(longest_is(m),)), *TO_PLAY))
    for z in (S, H, D, C):
        b3 = bid(3, z)
        if z is not t and b3 > bid(2, t) and (z.is_major or bid(2, z) < bid(2, t)):
            # Three of a major with five asks opener to choose 3NT or four of it; a minor
            # only where two of it is below their suit (higher, it would be a jump).
            out.append(
                rule(
                    b3,
                    cond(forcing, lens={z: (5, 13)}, checks=(longest_is(z),)),
                    *FORCE_OVER_NT,
                    force=Force.GAME,
                )
            )
    out.append(rule(bid(3, NT), cond(game, checks=(stopped,)), *TO_PLAY))
    out.append(
        rule(
            DOUBLE,
            cond((invite[0], MAX_HCP), lens={t: (4, 13)}, checks=(trump_honors(t, 2),)),
            "штрафная: хорошие карты в масти противника",
            "penalty: good holding in their suit",
            Tag.PENALTY,
        )
    )
    out.append(rule(bid(2, NT), cond(invite, checks=(stopped,)), *INVITE))
    for z in (S, H, D, C):
        b2 = bid(2, z)
        if z is not t and b2 > bid(2, t):
            weak = cond((0, invite[1]), lens={z: (5, 13)}, checks=(longest_is(z),))
            out.append(rule(b2, weak, *COMPETE_OVER_NT))
    # Game values with neither a suit to show nor their suit stopped: the cue-bid asks
    # opener to describe his hand (it takes Stayman's place, SAYC booklet).
    out.append(rule(bid(3, t), cond(forcing), *CUE_OVER_NT, Tag.CUEBID, Force.GAME))
    out.append(catch_all_pass(bounded=True))
    return out


# --- the no-trump opener after responder's three of a major ------------------------------------
MAJOR_GAME_THREE = ("3 карты: гейм в мажоре партнёра", "three cards: game in partner's major")
NT_GAME_TWO = ("2 карты: 3БК", "two cards: 3NT")


def opener_after_major_force(st: State) -> list[Rule] | None:
    """I showed a balanced hand in no-trump (1NT, 2NT, or 2♣–2♦–2NT), the opponents silent,
    and partner's first call over it is three of a major: five cards, game forcing (SAYC
    booklet: 1NT-3♥/3♠ and the same over 2NT). With three cards the major game, with two
    3NT (None elsewhere)."""
    if any(s.seat.side is not st.me.side and s.rule.tag is not Tag.PASS for s in st.history):
        return None
    mine = [s for s in st.acted(st.me) if s.rule.tag is not Tag.PASS]
    his = [s for s in st.acted(st.partner) if s.rule.tag is not Tag.PASS]
    if not mine or not his or not balanced_nt_shown(mine, his[:-1]):
        return None
    last = his[-1].call
    m = last.strain.suit if isinstance(last, Bid) else None
    if not isinstance(last, Bid) or last.level != 3 or m is None or not m.is_major:
        return None
    return [
        *_max_fit_cues(st, m),
        rule(bid(4, m), cond(lens={m: (3, 13)}), *MAJOR_GAME_THREE),
        rule(bid(3, NT), cond(lens={m: (0, 2)}), *NT_GAME_TWO),
        catch_all_pass(),
    ]


NT_MAX_CUE = (
    "контрольная заявка: максимум, 4 козыря, туз",
    "cue-bid: a maximum with four trumps and this ace",
)


def nt_max_fit_points(st: State) -> int:
    """The dummy points (HCP and shortness, :meth:`Features.support_points`) with which the
    no-trump opener tries for slam over partner's forcing major: one more than the top of
    the HCP range his no-trump showed (a maximum, or a point less with a ruffing value)."""
    return st.box(st.me).hcp[1] + 1


def _dummy_points_at_least(m: Suit, n: int) -> Check:
    """At least ``n`` dummy points with ``m`` as trumps."""
    return Check("", "", lambda f: f.support_points(m) >= n)


def _max_fit_cues(st: State, m: Suit) -> list[Rule]:
    """Root, "Commonsense Bidding": over 1NT-3M (five cards, game forcing) the opener with a
    maximum and four trumps shows slam interest by cue-bidding his cheapest side ace below
    game instead of raising (the raise to game then denies it). The HCP stay within the top
    two points of the no-trump's range; the dummy points count the four trumps' ruffs."""
    lo, hi = st.box(st.me).hcp
    need_pts = nt_max_fit_points(st)
    top = cond(
        (max(lo, hi - 1), hi), lens={m: (4, 13)}, checks=(_dummy_points_at_least(m, need_pts),)
    )
    return ace_cues(st, m, bid(4, m), lambda z: top, NT_MAX_CUE)


def balanced_nt_shown(mine: list[Seen], his_before: list[Seen]) -> bool:
    """My calls are a natural 1NT or 2NT opening, or 2♣ then 2NT over partner's waiting
    2♦, and partner's earlier calls are that 2♦ at most."""
    calls = [s.call for s in mine]
    if calls in ([bid(1, NT)], [bid(2, NT)]) and not his_before:
        return mine[0].rule.tag is Tag.NATURAL
    return (
        calls == [bid(2, C), bid(2, NT)]
        and mine[0].rule.tag is Tag.STRONG_2C
        and len(his_before) == 1
        and his_before[0].rule.tag is Tag.WAITING
    )


PARTNER_SIGNED_OFF = ("партнёр выбрал контракт: слабая рука", "partner signed off: a weak hand")


def opener_after_signoff(st: State) -> list[Rule] | None:
    """I opened 1NT, the opponents silent, and partner signed off in two of a suit (weak,
    to play): I pass whatever I hold (SAYC booklet, Goren: the no-trump opener does not
    bid again over the weak take-out). None elsewhere."""
    if any(s.seat.side is not st.me.side and s.rule.tag is not Tag.PASS for s in st.history):
        return None
    mine = [s for s in st.acted(st.me) if s.rule.tag is not Tag.PASS]
    his = [s for s in st.acted(st.partner) if s.rule.tag is not Tag.PASS]
    if [s.call for s in mine] != [bid(1, NT)] or mine[0].rule.tag is not Tag.NATURAL:
        return None
    if len(his) != 1 or his[0].rule.tag is not Tag.SIGNOFF or st.last_bidder is not st.partner:
        return None
    return [rule(PASS, Condition(), *PARTNER_SIGNED_OFF, Tag.PASS)]
